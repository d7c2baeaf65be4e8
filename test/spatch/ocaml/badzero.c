struct dev { int id; };
struct dev *dev_get(int), *dev_find(int);

int a(int i)
{
	struct dev *d;

	d = dev_get(i);
	if (!d)
		return 1;
	return 0;
}

int b(int i)
{
	struct dev *d;

	d = dev_get(i);
	if (d == 0)
		return 1;
	return 0;
}

int c(int i)
{
	struct dev *e;

	e = dev_find(i);
	if (e == 0)
		return 1;
	if ((e = dev_find(i + 1)) != 0)
		return 2;
	return 0;
}
