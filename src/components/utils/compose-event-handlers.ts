/**
 * One handler that runs the consumer's handler first and then ours, unless the consumer called
 * `preventDefault()` (Radix's convention): a part that adds behaviour to an event never silently
 * replaces a handler its user passed for the same event.
 */
export function composeEventHandlers<E extends { defaultPrevented: boolean }>(
  theirs: ((event: E) => void) | undefined,
  ours: ((event: E) => void) | undefined,
): (event: E) => void {
  return (event) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours?.(event);
  };
}

type Handlers = Record<string, ((event: never) => void) | undefined>;

/**
 * Every `on*` handler of `ours` composed with the consumer's handler of the same name in
 * `props` (theirs first). Handlers only one side has pass through.
 */
export function composeHandlerProps<T extends object>(props: T, ours: Handlers): Handlers {
  const theirs = props as unknown as Handlers;
  return Object.fromEntries(
    Object.entries(ours).map(([name, handler]) => [
      name,
      theirs[name]
        ? composeEventHandlers(
            theirs[name] as (event: { defaultPrevented: boolean }) => void,
            handler as (event: { defaultPrevented: boolean }) => void,
          )
        : handler,
    ]),
  );
}
