/* attribute a: only the declaration with __hot_x changes */
void f(void)
{
	int a __foo = 1;
	int b __attribute__((unused)) = 2;
	int c __hot_x = 3;
	int d = 4;
	return;
}
