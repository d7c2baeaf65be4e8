int f(int x, int y)
{
	int rc;
	if (x) {
		if (y) {
			rc = 12;
			goto out;
		}
		goto out;
	}
	return 15;
out:
	return 0;
}

int g(int x, int y)
{
	int rc;
	if (x) {
		if (y) {
			rc = 0;
			goto out;
		}
		goto out;
	}
	return 15;
out:
	return 0;
}
