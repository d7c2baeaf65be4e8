#define ENOMEM 12
int *find(int);

int g(int a)
{
	int *x;

	x = find(a);
	if (x) {
		while (a > 1)
			return -ENOMEM;
		return 0;
	}
	if (x) {
		a++;
		return -ENOMEM;
	}
	return 0;
}
