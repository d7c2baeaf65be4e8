void only_then(int c) {
	x();
	if (c) y();
	z();
}

void both_ways(int c) {
	x();
	if (c) {}
	else c++;
}
