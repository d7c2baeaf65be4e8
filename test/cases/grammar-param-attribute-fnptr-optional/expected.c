int gp(short (*cb) (int))
{
	return cb(1);
}
