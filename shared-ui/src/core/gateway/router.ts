// The apps' one door to the router: one copy and one router context on the page (see ./chakra.ts
// for why a library reaches the apps through shared-ui). `react-router-dom` only re-exports
// `react-router`, so shared-ui imports the latter.
export {
  BrowserRouter,
  generatePath,
  Link as RouterLink,
  matchPath,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
  type LinkProps as RouterLinkProps,
  type NavLinkProps,
} from 'react-router';
