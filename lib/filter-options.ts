/**
 * For each filter option, the ids of the items a tested selector returns for it, as plain data a
 * client list can take: `idsByOption(tags, (tag) => briefsWithTag(briefs, tag))`.
 */
export function idsByOption<Option extends string>(
  options: readonly Option[],
  select: (option: Option) => readonly { id: string }[],
): Record<string, string[]> {
  return Object.fromEntries(options.map((option) => [option, select(option).map((item) => item.id)]));
}
