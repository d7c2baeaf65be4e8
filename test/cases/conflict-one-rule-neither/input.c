int pick(int, int);
int one(int);

int run(int a, int b)
{
	return pick(a, b);
}
