int gp(int __attr (*cb) (int))
{
	return cb(1);
}
int gq(int (*cb) (int))
{
	return cb(1);
}
