int run(int n)
{
	legacy_trace();
	n = step(n);
	if (n) {
		dump(n);
		cleanup(n);
	}
	return n;
}
