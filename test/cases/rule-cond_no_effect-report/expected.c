/* Both branches of an if are the same. */
int pick(int fast, int n)
{
	int r;

	if (fast)
		r = n * 2;
	else
		r = n * 2;
	if (n > 10) {
		r++;
		n--;
	} else {
		r++;
		n--;
	}
	return r + n;
}
