#define LIMIT 100
int in_range(int x);
void check(int b);
void other(int b);

int f(int t)
{
	check(!t);
	other(t == 0);
	if (t > 0 && t < 7)
		return 2;
	return in_range(t);
}
