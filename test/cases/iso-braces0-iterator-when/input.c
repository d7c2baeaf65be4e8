struct item { int v; struct item *next; };
void use(int);
void use_after(int);

int only_break(struct item *head)
{
	struct item *it;

	list_for_each_entry(it, &head->list, next) {
		break;
	}
	use(it->v);
	return 0;
}

int test_then_break(struct item *head)
{
	struct item *it;

	list_for_each_entry(it, &head->list, next) {
		if (it->v)
			break;
	}
	use(it->v);
	return 0;
}

int flag_then_break(struct item *head)
{
	struct item *it;
	int found = 0;

	list_for_each_entry(it, &head->list, next) {
		found = 1;
		break;
	}
	if (!found)
		return 1;
	use(it->v);
	return 0;
}

int no_break(struct item *head)
{
	struct item *it;

	list_for_each_entry(it, &head->list, next)
		use(it->v + 1);
	use(it->v);
	return 0;
}

int nested(struct item *head)
{
	struct item *outer, *it;
	int found = 0;

	list_for_each_entry(outer, &head->list, next) {
		list_for_each_entry(it, &outer->list, next) {
			if (it->v)
				continue;
			found = 1;
			break;
		}
		if (!found)
			continue;
		use(it->v);
		break;
	}
	return 0;
}
