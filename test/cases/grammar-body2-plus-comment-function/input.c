static int helper(int v)
{
	if (v > 0) {
		for (int i = 0; i < v; i++) {
			work(i);
		}
	}
	legacy_exit();
	return v;
}
