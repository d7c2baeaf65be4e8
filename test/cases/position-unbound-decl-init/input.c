struct item {
	struct list_head list;
	int v;
};

int unbound(struct list_head *head)
{
	struct item *c = NULL;
	int ret = 0;

	list_for_each_entry(c, head, list) {
		ret += c->v;
	}
	return ret;
}

int bound(struct list_head *head, struct item *n)
{
	struct item *c = NULL;
	int ret = 0;

	list_for_each_entry(c, head, list) {
		ret += c->v;
		c = n;
	}
	return ret;
}
