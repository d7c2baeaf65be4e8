/* The return type names struct item for the first time, and the body
 * does not compile (no header declares get_entry): clang's cursors give
 * the struct first, then the function, and the body must still be seen. */
static struct item *find_item(const char *name)
{
	struct item *it;

	it = get_entry(wrap(name), list);
	return it;
}
