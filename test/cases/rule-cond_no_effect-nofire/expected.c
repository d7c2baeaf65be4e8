/* Branches that differ, if only slightly, and an if without else.  Must
 * not fire. */
int pick(int fast, int n)
{
	int r = 0;

	if (fast)
		r = n * 2;
	else
		r = n * 3;
	if (n > 10) {
		r++;
	} else {
		r--;
	}
	if (fast)
		r++;
	return r;
}
