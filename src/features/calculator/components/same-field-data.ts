/**
 * memo's comparison for the calculator's fields: equal when every prop but the callbacks is.
 * Typing in one field then re-renders that field only (each keystroke re-rendered all of them,
 * the largest part of a slider step's 250 ms at 4x CPU slowdown, issue 22). The form's callbacks
 * never read state from the render that made them (they go through the store, a state setter or
 * a ref), so a field's older callback does what a newer one would.
 */
export function sameFieldData<Props extends object>(previous: Props, next: Props): boolean {
  const keys = Object.keys(next) as (keyof Props)[];
  return (
    Object.keys(previous).length === keys.length &&
    keys.every((key) => typeof next[key] === 'function' || Object.is(previous[key], next[key]))
  );
}
