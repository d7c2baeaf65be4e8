static int count = 3;
int seen;
static long limit = 10, used;

int get(void)
{
	static int calls = 0;
	int depth;

	calls++;
	return count + seen + calls + depth + (int)limit + (int)used;
}
