int gp(short __attr (*cb) (int))
{
	return cb(1);
}
int gq(short (*cb) (int))
{
	return cb(1);
}
