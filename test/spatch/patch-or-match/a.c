void release(int);
void old_log(const char *);

void drop(int x, int y)
{
	old_log("drop");
	if (y)
		release(x);
	release(x);
}
