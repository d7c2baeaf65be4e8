void g(void)
{
	my_sort(1);
	SORT_ALL();
	keep();
}
