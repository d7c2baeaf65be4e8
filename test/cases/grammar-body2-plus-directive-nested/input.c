static int helper(int v)
{
	if (v > 0) {
		for (int i = 0; i < v; i++) {
			work(i);
		}
	} else {
		work(-v);
	}
	return v;
}
