/* res->end - res->start + 1 is resource_size(res), for a struct resource *. */
typedef unsigned long long resource_size_t;
struct resource {
	resource_size_t start;
	resource_size_t end;
	const char *name;
};
struct pdev {
	struct resource *res;
};
void *ioremap(resource_size_t addr, resource_size_t size);

void *map(struct pdev *pdev, struct resource *res)
{
	resource_size_t len = resource_size(res);

	if (!len)
		return 0;
	return ioremap(pdev->res->start,
		       resource_size(pdev->res));
}
