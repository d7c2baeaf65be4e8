struct drv { int (*remove)(int); void (*remove_new)(int); int x; };
int my_remove(int x);

static struct drv d1 = {
	.x = 1,
	.remove_new = my_remove,
};

void g(struct drv *p)
{
	struct drv d2 = { .remove_new = my_remove };

	p->x = 0;
}
