// Contracts of the wishlist calls (docs/product.md §1: buyers keep a wishlist).
import { z } from 'zod';
import { id, noInput, strict } from './common';
import { productSchema } from './catalog';

export const getWishlistInput = noInput;
export const getWishlistOutput = z.array(productSchema);

export const wishlistChangeInput = strict({ productId: id('mã sản phẩm', 'Thiếu mã sản phẩm.') });
export const wishlistChangeOutput = z.object({ productId: z.string(), wishlisted: z.boolean() });
