int gp(int (*cb) (int))
{
	return cb(1);
}
