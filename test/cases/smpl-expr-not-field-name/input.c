struct item { int size; struct item *next; };
struct holder { struct item item; int count; };
void use(int);

void fields(struct holder *h, struct item *item)
{
	list_for_each_entry(item, &h->list, next) {
		use(item->size);
	}
	h->item.size = 1;
	h->count = 0;
}

void variable(struct holder *h, struct item *item)
{
	list_for_each_entry(item, &h->list, next) {
		use(item->size);
	}
	use(item->size);
}
