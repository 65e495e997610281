-- Reserved for the game tables (issue 5).
SELECT 1;
