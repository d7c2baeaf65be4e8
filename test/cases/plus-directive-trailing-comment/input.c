static int level;

void trace_on(void)
{
	level = 1;
}
