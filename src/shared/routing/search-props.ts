// What a screen whose search lives in the address receives from its route: the validated search, and a way
// to change it (a new history entry, so Back returns to the previous page or filter).
interface SearchRoute<S> {
  useSearch: () => S;
  useNavigate: () => (options: { search: NoInfer<S> }) => unknown;
}

export interface SearchProps<S> {
  search: S;
  onSearchChange: (search: S) => void;
}

/** Called in a route file's component with that file's `Route`: typed by it, followed by the compiler. */
export function useSearchProps<S>(route: SearchRoute<S>): SearchProps<S> {
  const navigate = route.useNavigate();
  return { search: route.useSearch(), onSearchChange: (search) => void navigate({ search }) };
}
