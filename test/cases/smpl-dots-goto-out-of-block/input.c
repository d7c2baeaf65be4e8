struct dev { int id; };
int check(struct dev *d);

int scan(struct dev *list)
{
	struct dev *d;

	for_each_dev(d, list) {
		if (check(d))
			goto fail;
	}
	return 0;
fail:
	if (d == NULL)
		return -1;
	return 1;
}

int scan2(struct dev *list)
{
	struct dev *d;

	for_each_dev(d, list) {
		if (d == NULL)
			return -1;
	}
	return 0;
}
