int zero_if(int c, int a);
int or_fail(int c, int a);

int pick(int v, int ok, int busy)
{
	int a = !ok ? v : 0;
	int b = busy ? 0 : v;
	int c = !busy ? -1 : v;
	int d = ok ? v : -1;

	return a + b + c + d;
}
