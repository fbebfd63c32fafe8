import { Children, cloneElement, type HTMLAttributes, type ReactElement, type ReactNode, type Ref } from "react";

type Handler = (...args: unknown[]) => unknown;

/**
 * Radix's Slot (`asChild`) for the controls pages render at start (button, badge, an overlay's trigger): renders its
 * one child with the slot's props merged in, as Radix merges them — the child's win, except that both handlers
 * run (the child's first), styles merge, classes and `aria-describedby` join, and both refs are set. Radix's own
 * (with Slottable and lazy children) loads with the dialogs that use it.
 */
export function Slot({
  children,
  ref,
  ...slotProps
}: HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement>; children?: ReactNode }) {
  const child = Children.only(children) as ReactElement<Record<string, unknown> & { ref?: Ref<HTMLElement> }>;
  const childRef = child.props.ref;
  const props: Record<string, unknown> = { ...slotProps };
  for (const [name, childValue] of Object.entries(child.props)) {
    const slotValue = props[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === "function" && typeof childValue === "function") {
        props[name] = (...args: unknown[]) => {
          const result = (childValue as Handler)(...args);
          (slotValue as Handler)(...args);
          return result;
        };
      } else if (childValue || !slotValue) {
        props[name] = childValue;
      }
    } else if (name === "style") {
      props[name] = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === "className") {
      props[name] = [slotValue, childValue].filter(Boolean).join(" ");
    } else if (name === "aria-describedby") {
      const ids = new Set(
        [childValue, slotValue].flatMap((value) => (typeof value === "string" ? value.split(/\s+/) : [])),
      );
      ids.delete("");
      props[name] = ids.size > 0 ? [...ids].join(" ") : undefined;
    } else {
      props[name] = childValue;
    }
  }
  props.ref = ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef);
  return cloneElement(child, props);
}

function composeRefs<T>(...refs: Ref<T>[]): Ref<T> {
  return (node: T | null) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === "function") return ref(node);
      if (ref) ref.current = node;
      return undefined;
    });
    if (!cleanups.some((cleanup) => typeof cleanup === "function")) return undefined;
    return () =>
      cleanups.forEach((cleanup, index) => {
        const ref = refs[index];
        if (typeof cleanup === "function") cleanup();
        else if (typeof ref === "function") ref(null);
        else if (ref) ref.current = null;
      });
  };
}
