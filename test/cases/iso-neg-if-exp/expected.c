int zero_if(int c, int a);
int or_fail(int c, int a);

int pick(int v, int ok, int busy)
{
	int a = zero_if(ok, v);
	int b = zero_if(busy, v);
	int c = !busy ? -1 : v;
	int d = or_fail(ok, v);

	return a + b + c + d;
}
