// The money pages' building blocks (cards, figure grids, tables that scroll sideways on a phone) for the
// areas' own sections beside the shared payout and chart components, so both look the same in one place.
import styles from './money.module.css';

export const moneyStyles = styles;
