int fp(int __attr (*cb) (int))
{
	return cb(0);
}

int two(int __attr (*cb) (int), int n)
{
	return cb(n);
}
