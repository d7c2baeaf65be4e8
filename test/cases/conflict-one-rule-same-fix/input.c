int pick(int, int);
int one(int);

int run(int a, int b)
{
	return pick(a, a) + pick(b + 1, b + 1);
}
