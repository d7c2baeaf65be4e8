static int helper(int v)
{
	// entry
	if (v > 0) {
		for (int i = 0; i < v; i++) {
			work_one(i);
			/* one unit done */
		}
	}
	// exit
	new_exit();
	return v;
}
