// The page's one router. Every app imports routing from here, never from react-router(-dom) directly:
// this module is a federation singleton (so the router context is shared by all areas), while
// react-router itself stays an ordinary dependency that webpack tree-shakes. Sharing react-router-dom
// directly ships all of it (about 62 KB gzipped against about 13 KB used; docs/architecture.md §6).
// Add an export here when an app needs another piece of react-router.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, To } from 'react-router';
