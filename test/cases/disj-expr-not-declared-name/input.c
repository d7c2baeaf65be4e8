int old_count, new_count;
struct stats { int old_count; } table, s;
void reset(int);
void clear(void);

int f(void)
{
	int old_count = 1;

	reset(0);
	return old_count + s.old_count;
}
