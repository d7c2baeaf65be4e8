int local;
