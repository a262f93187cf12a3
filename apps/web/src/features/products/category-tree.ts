/** The ids of a category and of every category below it. */
export function descendantsAndSelf(
  categories: { id: string; parentId: string | null }[],
  rootId: string,
): Set<string> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parentId && ids.has(category.parentId) && !ids.has(category.id)) {
        ids.add(category.id);
        grew = true;
      }
    }
  }
  return ids;
}
