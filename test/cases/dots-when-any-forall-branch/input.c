void only_then(int c) {
	x();
	y();
	if (c) y();
	z();
}

void both_ways(int c) {
	x();
	y();
	if (c) y();
	else c++;
	y();
}
