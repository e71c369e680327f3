/**
 * The steps' `step_order` kept contiguous (1..n, SPEC §1 numbers them): given the ids in their
 * wanted order and their current numbers, the updates that make them 1, 2, 3 … (only changes).
 */
export function contiguousStepOrder(
  items: readonly { id: string; step_order: number }[],
): { id: string; step_order: number }[] {
  return items
    .map((item, index) => ({ id: item.id, step_order: index + 1, before: item.step_order }))
    .filter((item) => item.step_order !== item.before)
    .map(({ id, step_order }) => ({ id, step_order }))
}
