void h(int x)
{
	checked();
	if (x)
		checked();
	checked();
}
