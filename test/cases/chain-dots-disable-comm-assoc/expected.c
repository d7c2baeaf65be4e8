void h(int x, int y, int a, int b)
{
	if (x) {}
	if (y && a) {}
	if (a && x) {}
	if (x && a && b) {}
	if (a && x && b) {}
}
