import { options, type Ref, type VNode } from 'preact';

const focusedOnMount = new WeakSet<HTMLElement>();

function focusOnMount(ref: Ref<unknown> | null | undefined) {
  return (element: HTMLElement | null) => {
    if (element && !focusedOnMount.has(element)) {
      focusedOnMount.add(element);
      element.focus();
    }
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
}

/**
 * The one React behaviour Preact's compatibility layer (what `react` is in this app, see
 * build-plugins.ts) leaves out that the app relies on: an element rendered with
 * `autoFocus` takes the focus when it mounts (dialogs, forms that open with the cursor in
 * their first field). Preact only sets the attribute, which a browser honours on page
 * load, not on a later render. Installed once, before the first render.
 */
export function installAutoFocus(): void {
  const previousVNodeHook = options.vnode?.bind(options);
  options.vnode = (vnode: VNode<{ autoFocus?: unknown }>) => {
    if (typeof vnode.type === 'string' && vnode.props.autoFocus) vnode.ref = focusOnMount(vnode.ref);
    previousVNodeHook?.(vnode);
  };
}
