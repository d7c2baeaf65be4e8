struct item { struct list_head node; int size; };

int setup(struct list_head *list, int n)
{
	struct item *entry, *next;

	while (n--) {
		entry = kzalloc(sizeof(*entry), GFP_KERNEL);
		if (!entry)
			goto Error;
		list_add_tail(&entry->node, list);
		entry->size = n;
	}
	return 0;

 Error:
	list_for_each_entry_safe(entry, next, list, node) {
		list_del(&entry->node);
		kfree(entry);
	}
	return -12;
}

int use(struct item *entry)
{
	if (!entry) {
		report(entry->size);
		return -1;
	}
	return 0;
}
