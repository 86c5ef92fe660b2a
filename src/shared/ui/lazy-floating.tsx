// Menu, Popover, Tooltip and Combobox with Mantine's own API, but their code (and floating-ui's) is not
// part of the first screen: until ./floating-parts.ts has arrived each renders only its target, as it
// looks (a header button, the search input), and the first pointer, focus or click on a target asks for
// the code, as does the app once the first screen is complete (src/app/pwa/global-offline.tsx). A click
// that came first opens the menu or popover once the code is there, and a target that had the focus
// keeps it (and an input its caret); a press whose release comes after the code counts as that click.
// docs/performance.md.
import {
  Children,
  cloneElement,
  createContext,
  useContext,
  isValidElement,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useEffect,
  startTransition,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type * as Mantine from '@mantine/core';

type Parts = typeof import('./floating-parts');

let parts: Parts | undefined;
let loading: Promise<Parts> | undefined;
const listeners = new Set<() => void>();

/** The floating components' code; a failed fetch (offline without the worker) is asked for again next time. */
export function loadFloating(): Promise<Parts> {
  loading ??= import('./floating-parts').then(
    (module) => {
      parts = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
/**
 * The parts once they are here. Their arrival re-renders every menu and popover target of the screen with
 * Mantine's own components: as a transition, built in slices (a store read would re-render them in one
 * synchronous task, 50 ms on a slow phone).
 */
const useParts = () => {
  const [current, setCurrent] = useState(parts);
  useEffect(() => {
    const update = () => startTransition(() => setCurrent(parts));
    // arrived between this render and the subscription
    update();
    return subscribe(update);
  }, []);
  return current;
};

type TargetProps = {
  onClick?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  onPointerEnter?: (event: unknown) => void;
  onPointerDown?: (event: { button: number }) => void;
};

const FLOATING_TARGET = 'data-floating-target';

/** The target as it looks, asking for the code on first contact; remembers a click and the focus. */
function useStillTarget(id: string) {
  const [clicked, setClicked] = useState(false);
  const focusedRef = useRef(false);
  const ask = () => void loadFloating().catch(() => undefined);
  const still = (target: ReactElement<TargetProps>) =>
    cloneElement(target, {
      [FLOATING_TARGET]: id,
      onPointerEnter: (event: unknown) => {
        target.props.onPointerEnter?.(event);
        ask();
      },
      onFocus: (event: FocusEvent) => {
        target.props.onFocus?.(event);
        focusedRef.current = true;
        ask();
      },
      onBlur: (event: FocusEvent) => {
        target.props.onBlur?.(event);
        focusedRef.current = false;
      },
      // a press counts as the click: if the code arrives between press and release, the target is a new element
      // and the browser sends no click at all (the release is not on the element the press was on)
      onPointerDown: (event: { button: number }) => {
        target.props.onPointerDown?.(event);
        if (event.button > 0) return;
        setClicked(true);
        ask();
      },
      onClick: (event: MouseEvent) => {
        target.props.onClick?.(event);
        setClicked(true);
        ask();
      },
    } as Partial<TargetProps>);
  return { still, clicked, focusedRef };
}

/** Once the code is there: the target that had the focus has it again (it is a new element). */
function useKeepFocus(loaded: boolean, id: string, focusedRef: { current: boolean }) {
  useLayoutEffect(() => {
    if (!loaded || !focusedRef.current) return;
    focusedRef.current = false;
    const target = [...document.querySelectorAll<HTMLElement>(`[${FLOATING_TARGET}]`)].find(
      (element) => element.getAttribute(FLOATING_TARGET) === id,
    );
    target?.focus({ preventScroll: true });
    if (target instanceof HTMLInputElement)
      target.setSelectionRange(target.value.length, target.value.length);
  }, [loaded, id, focusedRef]);
}

type Props = Record<string, unknown> & { children?: ReactNode };
/** the root's id, which its target carries before and after the code arrives */
const RootId = createContext('');

/** Menu, Popover, Combobox: the root renders its Target's child until the code is there. */
function withTarget<N extends 'Menu' | 'Popover' | 'Combobox'>(name: N, subParts: readonly string[]) {
  function Target({ children, ...props }: Props) {
    const id = useContext(RootId);
    const Real = (parts as Parts)[name].Target as (p: Props) => ReactNode;
    return (
      <Real {...props}>
        {isValidElement(children) ? cloneElement(children, { [FLOATING_TARGET]: id } as object) : children}
      </Real>
    );
  }
  function Root(props: Props) {
    const loaded = useParts();
    const id = useId();
    const { still, clicked, focusedRef } = useStillTarget(id);
    useKeepFocus(loaded !== undefined, id, focusedRef);
    if (loaded) {
      const Real = loaded[name] as unknown as (p: Props) => ReactNode;
      return (
        <RootId.Provider value={id}>
          <Real defaultOpened={clicked && name !== 'Combobox' ? true : undefined} {...props} />
        </RootId.Provider>
      );
    }
    const target = Children.toArray(props.children).find(
      (child): child is ReactElement<{ children: ReactNode }> =>
        isValidElement(child) && child.type === Target,
    );
    const element = target?.props.children;
    return isValidElement<TargetProps>(element) ? still(element) : null;
  }
  const compound = Root as unknown as Record<string, unknown>;
  compound.Target = Target;
  for (const sub of subParts) {
    compound[sub] = (props: Props) => {
      const Real = ((parts as Parts)[name] as unknown as Record<string, (p: Props) => ReactNode>)[sub];
      return Real ? <Real {...props} /> : null;
    };
  }
  return Root as unknown as Parts[N];
}

function LazyTooltip(props: Props) {
  const loaded = useParts();
  const id = useId();
  const { still, focusedRef } = useStillTarget(id);
  useKeepFocus(loaded !== undefined, id, focusedRef);
  const child = props.children;
  if (loaded) {
    const Real = loaded.Tooltip as unknown as (p: Props) => ReactNode;
    return (
      <Real {...props}>
        {isValidElement(child) ? cloneElement(child, { [FLOATING_TARGET]: id } as object) : child}
      </Real>
    );
  }
  return isValidElement<TargetProps>(child) ? still(child) : null;
}

export const Menu: typeof Mantine.Menu = withTarget('Menu', ['Dropdown', 'Item', 'Label', 'Divider']);
export const Popover: typeof Mantine.Popover = withTarget('Popover', ['Dropdown']);
export const Combobox: typeof Mantine.Combobox = withTarget('Combobox', [
  'Dropdown',
  'Options',
  'Option',
  'Empty',
  'Group',
]);
export const Tooltip = LazyTooltip as unknown as typeof Mantine.Tooltip;
