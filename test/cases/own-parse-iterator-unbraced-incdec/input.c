/* win_T, tabpage_T and the FOR_ALL_* iterators are vim's headers' */
int count_windows(tabpage_T *tp)
{
	int count = 0;
	win_T *wp;

	FOR_ALL_WINDOWS(wp)
		++count;
	FOR_ALL_WINDOWS_IN_TAB(tp, wp)
		--count;
	return count;
}

int bump(int *n)
{
	return f(n)++ + g(n)--;
}
